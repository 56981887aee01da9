// Generated code. Do not modify. Run npm run gen.
export const validate = validate79;

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate79.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.url !== undefined){
if(typeof data.url !== "string"){
validate79.errors = [{instancePath:instancePath+"/url",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate79.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
